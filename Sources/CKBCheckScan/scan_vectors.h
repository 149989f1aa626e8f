// Vector helpers shared by the CKBCheckScan scanners (SSE2 only; each
// scanner includes this inside its `#if defined(__SSE2__)`).
#ifndef KBC_SCAN_VECTORS_H
#define KBC_SCAN_VECTORS_H

#include <emmintrin.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/// One lane mask: 0xFF where the byte is in `low`...`high`, else 0.
static inline __m128i kbc_in_range(__m128i v, char low, char high) {
  // Signed compares: ASCII bytes are non-negative; bytes above 0x7F are
  // negative and fall outside every range (they are refused anyway).
  return _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8((char)(low - 1))),
                       _mm_cmplt_epi8(v, _mm_set1_epi8((char)(high + 1))));
}

/// Eight bytes at `p`, unaligned.
static inline uint64_t kbc_load64(const uint8_t *p) {
  uint64_t x;
  memcpy(&x, p, 8);
  return x;
}

/// Four bytes at `p`, unaligned.
static inline uint64_t kbc_load32(const uint8_t *p) {
  uint32_t x;
  memcpy(&x, p, 4);
  return x;
}

/// The `count` (1 to 15) bytes at `p` in the low lanes of a vector, zeros
/// above, made in registers from loads inside the bytes. (A copy into a
/// zeroed stack buffer cost more than the rest of the pass: the 16-byte
/// load from it spans several smaller stores, which the CPU cannot forward
/// to it, and waits for them to retire.) Loads that overlap put the same
/// byte in the same lane, so their bits are or-ed.
static inline __m128i kbc_short_vector(const uint8_t *p, size_t count) {
  uint64_t low, high = 0;
  if (count >= 8) {
    low = kbc_load64(p);
    const unsigned tailShift = (unsigned)(count - 8) * 8;  // 0 to 56 bits
    const uint64_t tail = kbc_load64(p + count - 8);
    low |= tail << tailShift;
    high = tailShift == 0 ? 0 : tail >> (64 - tailShift);
  } else if (count >= 4) {
    low = kbc_load32(p) | kbc_load32(p + count - 4) << ((count - 4) * 8);
  } else {
    low = (uint64_t)p[0] | (uint64_t)p[count >> 1] << ((count >> 1) * 8) |
          (uint64_t)p[count - 1] << ((count - 1) * 8);
  }
  return _mm_set_epi64x((long long)high, (long long)low);
}

#endif
