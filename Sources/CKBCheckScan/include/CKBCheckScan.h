// Byte scanners that want SIMD, which Swift's portable SIMD types do not
// reach (there is no byte-mask extraction): each answers a question about
// a short byte string with bit masks, without a branch per byte.
#ifndef CKBCHECKSCAN_H
#define CKBCHECKSCAN_H

#include <stddef.h>
#include <stdint.h>

/// The shape of a short all-ASCII email address, for the email fast path
/// (EmailValidator.fastScan): `local "@" label ("." label)*` with the local
/// part of letters, digits and `.` `_` `+` `-` (dots not first, not last,
/// not doubled) and LDH labels of at least one byte with no hyphen at an
/// end and none in positions 3 and 4.
///
/// Returns -1 when it does not know (longer than 63 bytes, a byte above
/// 0x7F, any other character, any other shape, or a label with hyphens in
/// positions 3 and 4, which may be an `xn--` label): the caller then asks
/// the scalar scan. Otherwise the address has that shape, and the answer
/// packs the offset of the `@` (bits 0-7), the offset of the last label
/// (bits 8-15), the number of dots in the domain (bits 16-23) and whether
/// the domain has a capital letter (bit 24).
int32_t kbc_email_ascii_shape(const uint8_t *bytes, size_t count);

/// The URL path state's pass over a path of plain bytes and `/` with a
/// segment that starts with `.` (URLParser.pathState, not for file URLs; the
/// state copies a path without such a segment itself): the bytes from
/// `start` up to the first `?`, `#` or `count`, every one a URL code point
/// other than `%`, `\` and the path percent-encode set, are written to `dst`
/// as the serialized path: `/` and the bytes, with `.` and `..` segments
/// removed.
///
/// Returns -1 when it does not know, and writes nothing the caller keeps: a
/// byte of any other kind before the path's end (the segment loop reports
/// or encodes it), a path longer than 63 bytes, or a `..` that would remove
/// a segment written before this path when `emptyBefore` is 0 (a base
/// URL's). Otherwise returns the bytes written and sets `*end` to the
/// offset of the path's end. `dst` needs room for `count - start + 17`
/// bytes (16 of slack for vector moves).
int64_t kbc_url_plain_path(const uint8_t *bytes, size_t start, size_t count, uint8_t *dst,
                           int emptyBefore, size_t *end);

#endif
