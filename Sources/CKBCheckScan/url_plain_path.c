// kbc_url_plain_path: the URL path state's pass over a path of plain bytes
// (URL code points other than `?`, `%`, `\` and the path percent-encode set)
// and `/`, read as bit masks 16 bytes at a time: one bit a byte, bit k for
// byte `start + k`. Every load is inside the input's bytes. The path
// state's segment loop it stands in for ends every segment in branches the
// CPU mispredicts (the end of a run of plain bytes, the length of its copy,
// the dot-segment switch); here only the dot segments are visited, found
// with shifts and ands, and the bytes between them are one copy.
#include "CKBCheckScan.h"

#include <string.h>

#if defined(__SSE2__)
#include "scan_vectors.h"

static inline __m128i kbc_path_eq(__m128i v, char c) {
  return _mm_cmpeq_epi8(v, _mm_set1_epi8(c));
}

/// One bit a lane: the lane is a plain path byte or `/`, that is a
/// printable ASCII byte but `"` `#` `%` `<` `>` `?` `[` `\` `]` `^` `` ` ``
/// `{` `|` `}` (URLByteSet.pathPlain plus `/`).
static inline unsigned kbc_path_plain(__m128i v) {
  __m128i refused = _mm_or_si128(
      _mm_or_si128(kbc_in_range(v, '"', '#'), kbc_path_eq(v, '%')),
      _mm_or_si128(_mm_or_si128(kbc_path_eq(v, '<'), kbc_in_range(v, '>', '?')),
                   _mm_or_si128(_mm_or_si128(kbc_in_range(v, '[', '^'), kbc_path_eq(v, '`')),
                                kbc_in_range(v, '{', '}'))));
  return (unsigned)_mm_movemask_epi8(_mm_andnot_si128(refused, kbc_in_range(v, '!', '~')));
}

/// Copies `length` bytes from `src` to `dst`: one 16-byte move when the
/// run is at most 16 bytes and 16 bytes from `src` are inside the input
/// (`room` bytes from `src` to its end; `dst` has 16 bytes of slack), else
/// memcpy. Most runs between dot segments are short, and a call to memcpy
/// for each cost more than the rest of the pass.
static inline void kbc_path_copy(uint8_t *dst, const uint8_t *src, size_t length, size_t room) {
  if (length <= 16 && room >= 16) {
    _mm_storeu_si128((__m128i *)dst, _mm_loadu_si128((const __m128i *)src));
  } else {
    memcpy(dst, src, length);
  }
}

int64_t kbc_url_plain_path(const uint8_t *bytes, size_t start, size_t count, uint8_t *dst,
                           int emptyBefore, size_t *end) {
  if (start > count) return -1;
  // Pass 1: where the plain bytes end, and the `/` and `.` positions (a
  // path past 63 bytes is the segment loop's: the masks hold 64).
  uint64_t slash64 = 0, dot64 = 0;
  size_t stop = count;
  size_t pos = start;
  while (pos < count) {
    if (pos - start > 63) return -1;
    __m128i v;
    unsigned shift;
    if (pos + 16 <= count) {
      v = _mm_loadu_si128((const __m128i *)(bytes + pos));
      shift = 0;
    } else if (count >= 16) {
      // The last 16 bytes of the input, the lanes before `pos` shifted out.
      v = _mm_loadu_si128((const __m128i *)(bytes + count - 16));
      shift = (unsigned)(pos - (count - 16));
    } else {
      v = kbc_short_vector(bytes, count);
      shift = (unsigned)pos;
    }
    const unsigned lanes = (unsigned)(count - pos < 16 ? count - pos : 16);
    const unsigned valid = lanes == 16 ? 0xFFFFu : ((1u << lanes) - 1);
    unsigned plain = (kbc_path_plain(v) >> shift) & valid;
    unsigned slash = ((unsigned)_mm_movemask_epi8(kbc_path_eq(v, '/')) >> shift) & valid;
    unsigned dot = ((unsigned)_mm_movemask_epi8(kbc_path_eq(v, '.')) >> shift) & valid;
    unsigned taken = lanes;
    const unsigned refused = ~plain & valid;
    if (refused != 0) {
      taken = (unsigned)__builtin_ctz(refused);
      const unsigned below = (1u << taken) - 1;
      slash &= below;
      dot &= below;
      stop = pos + taken;
    }
    slash64 |= (uint64_t)slash << (pos - start);
    dot64 |= (uint64_t)dot << (pos - start);
    if (refused != 0) break;
    pos += taken;
  }
  if (stop < count && bytes[stop] != '?' && bytes[stop] != '#') return -1;
  *end = stop;
  const size_t length = stop - start;
  const uint8_t *src = bytes + start;
  if (length > 63) return -1;
  // Pass 2: only the dot segments are visited, found with masks (bit k:
  // byte `start + k`). A segment starts at 0 and after every `/`; a `.`
  // segment is a `.` at a start with a boundary (`/` or the end) after it;
  // a `..` segment two dots at a start with a boundary after them. The
  // bytes between two dot segments are copied as they are (they are whole
  // segments and their slashes); `..` also removes the last segment
  // written (none: the path is empty when nothing was before it, else the
  // caller decides).
  const uint64_t bounds = slash64 | ((uint64_t)1 << length);
  const uint64_t starts = (slash64 << 1) | 1;
  const uint64_t single = dot64 & starts & (bounds >> 1);
  const uint64_t twin = dot64 & starts & (dot64 >> 1) & (bounds >> 2);
  uint64_t special = single | twin;
  size_t w = 0, r = 0;  // bytes written; the next input byte to copy
  while (special != 0) {
    const size_t k = (size_t)__builtin_ctzll(special);
    special &= special - 1;
    if (k > r) {
      // The segments in [r, k - 1) and the `/` before the dot segment,
      // written `/` first: the same bytes, one place on.
      dst[w] = '/';
      kbc_path_copy(dst + w + 1, src + r, k - 1 - r, count - start - r);
      w += k - r;
    }
    const int isTwin = (int)((twin >> k) & 1);
    const size_t segmentEnd = k + 1 + (size_t)isTwin;
    if (isTwin) {
      if (w == 0) {
        if (!emptyBefore) return -1;
      } else {
        do { w -= 1; } while (dst[w] != '/');
      }
    }
    r = segmentEnd + 1;
    if (segmentEnd == length) {
      // The last segment: the path ends in `/`.
      dst[w++] = '/';
      return (int64_t)w;
    }
  }
  // The segments after the last dot segment (an empty one when the path
  // ends in `/` right after it).
  dst[w] = '/';
  kbc_path_copy(dst + w + 1, src + r, length - r, count - start - r);
  w += length - r + 1;
  return (int64_t)w;
}

#else

int64_t kbc_url_plain_path(const uint8_t *bytes, size_t start, size_t count, uint8_t *dst,
                           int emptyBefore, size_t *end) {
  // Without SSE2 the path state's segment loop handles every path.
  (void)bytes;
  (void)start;
  (void)count;
  (void)dst;
  (void)emptyBefore;
  (void)end;
  return -1;
}

#endif
