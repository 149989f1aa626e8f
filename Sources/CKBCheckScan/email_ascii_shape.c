// kbc_email_ascii_shape: the email fast path's pass over a short ASCII
// address as bit masks (one bit a byte, bit i for byte i). Every load is
// inside the address's bytes. The scalar pass
// it stands in for ends every run of letters with a branch the CPU
// mispredicts (four or five an address); here the loads, compares and mask
// tests are the same whatever the address, and the answer is only ever a
// positive one: anything unusual is left to the scalar pass (-1).
#include "CKBCheckScan.h"

#include <string.h>

#if defined(__SSE2__)
#include "scan_vectors.h"

/// The classes of the bytes read so far, one bit a byte.
typedef struct {
  uint64_t nonASCII, dot, at, hyphen, upper, domainByte, localByte;
} kbc_masks;

static inline uint64_t kbc_mask(__m128i m, unsigned offset) {
  return (uint64_t)(uint32_t)_mm_movemask_epi8(m) << offset;
}

/// Adds the classes of the 16 bytes `v`, which are bytes `offset` to
/// `offset + 15` of the address. Chunks may overlap: a byte's bits are the
/// same from every chunk that holds it.
static inline void kbc_classify(__m128i v, unsigned offset, kbc_masks *m) {
  __m128i folded = _mm_or_si128(v, _mm_set1_epi8(0x20));
  __m128i letter = kbc_in_range(folded, 'a', 'z');
  __m128i lowerBit = _mm_cmpeq_epi8(_mm_and_si128(v, _mm_set1_epi8(0x20)), _mm_set1_epi8(0x20));
  m->nonASCII |= kbc_mask(v, offset);
  __m128i dot = _mm_cmpeq_epi8(v, _mm_set1_epi8('.'));
  __m128i hyphen = _mm_cmpeq_epi8(v, _mm_set1_epi8('-'));
  m->dot |= kbc_mask(dot, offset);
  m->at |= kbc_mask(_mm_cmpeq_epi8(v, _mm_set1_epi8('@')), offset);
  m->hyphen |= kbc_mask(hyphen, offset);
  m->upper |= kbc_mask(_mm_andnot_si128(lowerBit, letter), offset);
  // Letters, digits, hyphen and dot; the local part adds `_` and `+`.
  __m128i domainByte = _mm_or_si128(_mm_or_si128(letter, kbc_in_range(v, '0', '9')),
                                    _mm_or_si128(hyphen, dot));
  m->domainByte |= kbc_mask(domainByte, offset);
  m->localByte |= kbc_mask(_mm_or_si128(domainByte,
                                        _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('_')),
                                                     _mm_cmpeq_epi8(v, _mm_set1_epi8('+')))),
                           offset);
}

int32_t kbc_email_ascii_shape(const uint8_t *bytes, size_t count) {
  if (count == 0 || count > 63) return -1;
  kbc_masks m = {0, 0, 0, 0, 0, 0, 0};
  const unsigned last = (unsigned)count - 16;
  if (count < 16) {
    kbc_classify(kbc_short_vector(bytes, count), 0, &m);
  } else if (count <= 32) {
    // Two loads inside the bytes, the second ending at the last byte.
    kbc_classify(_mm_loadu_si128((const __m128i *)bytes), 0, &m);
    kbc_classify(_mm_loadu_si128((const __m128i *)(bytes + last)), last, &m);
  } else {
    // Four loads, the last ending at the last byte; under 48 bytes the
    // third is the fourth.
    const unsigned third = last < 32 ? last : 32;
    kbc_classify(_mm_loadu_si128((const __m128i *)bytes), 0, &m);
    kbc_classify(_mm_loadu_si128((const __m128i *)(bytes + 16)), 16, &m);
    kbc_classify(_mm_loadu_si128((const __m128i *)(bytes + third)), third, &m);
    kbc_classify(_mm_loadu_si128((const __m128i *)(bytes + last)), last, &m);
  }
  const uint64_t nonASCII = m.nonASCII, dot = m.dot, hyphen = m.hyphen, upper = m.upper;
  uint64_t at = m.at;
  const uint64_t all = ((uint64_t)1 << count) - 1;
  at &= all;
  if ((nonASCII & all) != 0 || at == 0) return -1;
  const unsigned a = (unsigned)__builtin_ctzll(at);
  if (a == 0) return -1;
  const uint64_t local = ((uint64_t)1 << a) - 1;
  const uint64_t domain = all & ~(((uint64_t)2 << a) - 1);
  // Every byte in its part's set (a second `@` is in neither).
  if ((local & ~m.localByte) != 0 || (domain & ~m.domainByte) != 0) return -1;
  // Local dots: not first, not last, never two in a row.
  const uint64_t localDots = dot & local;
  if ((localDots & 1) != 0 || (localDots & (localDots >> 1)) != 0 ||
      ((localDots >> (a - 1)) & 1) != 0)
    return -1;
  // Label boundaries: the `@`, the domain's dots and the end (bit `count`,
  // which fits: count <= 63). Two adjacent boundaries are an empty label.
  const uint64_t domainDots = dot & domain;
  const uint64_t boundaries = domainDots | ((uint64_t)1 << a) | ((uint64_t)1 << count);
  if ((boundaries & (boundaries >> 1)) != 0) return -1;
  const uint64_t hyphens = hyphen & domain;
  if ((hyphens & (boundaries << 1)) != 0 || (hyphens & (boundaries >> 1)) != 0) return -1;
  // Hyphens in positions 3 and 4 of a label: `xn--` or refused; either way
  // the scalar pass decides.
  const uint64_t labelStarts = (boundaries << 1) & domain;
  if (((labelStarts << 2) & hyphens & (hyphens >> 1)) != 0) return -1;
  const unsigned dots = (unsigned)__builtin_popcountll(domainDots);
  const unsigned lastLabel =
      domainDots != 0 ? (unsigned)(64 - __builtin_clzll(domainDots)) : a + 1;
  const unsigned capital = (upper & domain) != 0;
  return (int32_t)(a | (lastLabel << 8) | (dots << 16) | (capital << 24));
}

#else

int32_t kbc_email_ascii_shape(const uint8_t *bytes, size_t count) {
  // Without SSE2 the scalar pass answers every address.
  (void)bytes;
  (void)count;
  return -1;
}

#endif
