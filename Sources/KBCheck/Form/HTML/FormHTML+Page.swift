extension FormHTML {
  /// The form as a whole HTML document, for a page served as it is or
  /// opened from a file: doctype, `lang`, `<meta charset>`, a viewport for
  /// phones, a title, and a small style sheet (``pageStyle``) with visible
  /// focus and error states. ``render(values:report:)`` stays the fragment
  /// to embed in a page of one's own.
  /// - Parameters:
  ///   - values: What each field shows, by name.
  ///   - report: The submission's report, whose issues are shown beside
  ///     their fields.
  ///   - title: The page's title and heading.
  ///   - language: The language of the page (`lang`): the messages'.
  /// - Returns: The document.
  public func page(
    values: [String: String] = [:], report: FormReport? = nil, title: String = "Form",
    language: MessageLanguage = .english
  ) -> String {
    let title = HTMLText.escape(title)
    return """
      <!DOCTYPE html>
      <html lang="\(HTMLText.escape(language.identifier))">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style>
      \(FormHTML.pageStyle)</style>
      </head>
      <body>
      <main class="kbcheck-page">
      <h1>\(title)</h1>
      \(render(values: values, report: report))</main>
      </body>
      </html>

      """
  }

  /// The page's style sheet, on the form's stable classes: one column,
  /// 16 px text (so phones do not zoom into a field), a thick outline on
  /// the focused control (WCAG 2.2 §2.4.7 and §2.4.13), an invalid field
  /// marked by its border and its messages, not by colour alone (WCAG 2.2
  /// §1.4.1), colours of at least 4.5:1 contrast (§1.4.3), and the same in
  /// a dark colour scheme.
  public static let pageStyle = """
    :root { color-scheme: light dark; --ink: #1b1b1b; --paper: #ffffff; --line: #6b6b6b;
      --focus: #0b57d0; --error: #b3261e; --warning: #7a4f00; }
    @media (prefers-color-scheme: dark) { :root { --ink: #ececec; --paper: #161616;
      --line: #a0a0a0; --focus: #8ab4f8; --error: #f2b8b5; --warning: #f6d38b; } }
    body { margin: 0; background: var(--paper); color: var(--ink);
      font: 16px/1.5 system-ui, sans-serif; }
    .kbcheck-page { max-width: 36rem; margin: 0 auto; padding: 1.5rem 1rem; }
    .kbcheck-field { display: flex; flex-direction: column; margin: 0 0 1.25rem; }
    .kbcheck-field label { font-weight: 600; margin-bottom: .25rem; }
    .kbcheck-field input, .kbcheck-field select { font: inherit; color: inherit;
      background: var(--paper); padding: .5rem .625rem; border: 2px solid var(--line);
      border-radius: .375rem; }
    .kbcheck-field input:focus-visible, .kbcheck-field select:focus-visible,
    .kbcheck-submit:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    .kbcheck-field--invalid input, .kbcheck-field--invalid select { border-color: var(--error);
      border-width: 3px; }
    .kbcheck-issues, .kbcheck-form-issues { list-style: none; margin: .375rem 0 0; padding: 0; }
    .kbcheck-issue { font-size: .9375rem; }
    .kbcheck-issue--error { color: var(--error); }
    .kbcheck-issue--error::before { content: "⚠ "; }
    .kbcheck-issue--warning { color: var(--warning); }
    .kbcheck-submit { font: inherit; font-weight: 600; padding: .625rem 1.25rem;
      border: 2px solid var(--focus); border-radius: .375rem; background: var(--focus);
      color: var(--paper); cursor: pointer; }

    """
}
