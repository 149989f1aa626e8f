// See include/CKBCheckDNS.h.
#define _GNU_SOURCE
#include "CKBCheckDNS.h"

#include <arpa/inet.h>
#include <arpa/nameser.h>
#include <netinet/in.h>
#include <resolv.h>
#include <string.h>

int32_t kbc_dns_send(const uint8_t *query, int32_t query_length, const char *server,
                     int32_t port, int32_t timeout_seconds, int32_t attempts,
                     uint8_t *answer, int32_t capacity) {
  struct __res_state state;
  memset(&state, 0, sizeof state);
  if (res_ninit(&state) != 0) return KBC_DNS_INIT_FAILED;
  state.retrans = timeout_seconds < 1 ? 1 : timeout_seconds;
  state.retry = attempts < 1 ? 1 : attempts;
  // A stub: ask for recursion; never search domains (the name is absolute).
  state.options |= RES_RECURSE;
  state.options &= ~(RES_DEFNAMES | RES_DNSRCH);
  if (server != NULL) {
    uint16_t network_port = htons((uint16_t)(port == 0 ? 53 : port));
    struct in_addr v4;
    if (inet_pton(AF_INET, server, &v4) == 1) {
      memset(&state.nsaddr_list[0], 0, sizeof state.nsaddr_list[0]);
      state.nsaddr_list[0].sin_family = AF_INET;
      state.nsaddr_list[0].sin_port = network_port;
      state.nsaddr_list[0].sin_addr = v4;
      state.nscount = 1;
    } else {
      res_nclose(&state);
      return KBC_DNS_BAD_SERVER;
    }
  }
  if (capacity < 12 || query_length < 12) {
    res_nclose(&state);
    return KBC_DNS_NO_ANSWER;
  }
  memset(answer, 0, 12);
  int length = res_nsend(&state, query, query_length, answer, capacity);
  res_nclose(&state);
  if (length >= 0) return (int32_t)length;
  // glibc gives up on a server that answers SERVFAIL, NOTIMP or REFUSED
  // and returns -1 as for silence, but the last answer it read is left in
  // the buffer: when its header is the response to this query (same ID,
  // QR set), return that header alone, so that the caller sees the code.
  int rcode = answer[3] & 0x0F;
  if (answer[0] == query[0] && answer[1] == query[1] && (answer[2] & 0x80) != 0 &&
      (rcode == 2 || rcode == 4 || rcode == 5)) {
    answer[4] = answer[5] = answer[6] = answer[7] = 0;
    answer[8] = answer[9] = answer[10] = answer[11] = 0;
    return 12;
  }
  return KBC_DNS_NO_ANSWER;
}
