# kbcheck: build and install the portable command-line tool (issue 33).
#
#   make                     the static binary (Scripts/ci/build-static.sh)
#   make install PREFIX=DIR  it, its man pages and its shell completions under DIR
#   make uninstall PREFIX=DIR
#
# PREFIX defaults to /usr/local; DESTDIR is honoured for staged installs.
PREFIX ?= /usr/local
SCRATCH ?= .build-static
BIN := $(SCRATCH)/release/kbcheck
BINDIR := $(DESTDIR)$(PREFIX)/bin
MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: all install uninstall

all:
	Scripts/ci/build-static.sh $(SCRATCH) >/dev/null

install: all
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 755 $(BIN) $(BINDIR)/kbcheck
	swift build --product generate-manual >/dev/null
	rm -rf $(SCRATCH)/man && mkdir -p $(SCRATCH)/man
	"$$(swift build --show-bin-path)/generate-manual" $(BIN) --multi-page \
	  --date "$$(git log -1 --format=%cs 2>/dev/null || date +%F)" -o $(SCRATCH)/man
	install -m 644 $(SCRATCH)/man/*.1 $(MANDIR)/
	$(BIN) --generate-completion-script bash > $(BASHDIR)/kbcheck
	$(BIN) --generate-completion-script zsh > $(ZSHDIR)/_kbcheck
	$(BIN) --generate-completion-script fish > $(FISHDIR)/kbcheck.fish

uninstall:
	rm -f $(BINDIR)/kbcheck $(MANDIR)/kbcheck.1 $(MANDIR)/kbcheck.*.1 \
	  $(BASHDIR)/kbcheck $(ZSHDIR)/_kbcheck $(FISHDIR)/kbcheck.fish
