// CKBCheckDNS: the only code in kbcheck that calls the C library's DNS
// resolver (libresolv). One function sends one DNS message and returns the
// whole response, whatever its RCODE, so that the Swift side reads NXDOMAIN,
// SERVFAIL and the SOA of a negative answer (RFC 2308) itself.
#ifndef CKBCHECKDNS_H
#define CKBCHECKDNS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The resolver could not be initialised (no usable /etc/resolv.conf).
#define KBC_DNS_INIT_FAILED (-2)
/// No answer within the time-out on any server (or every server refused
/// the connection).
#define KBC_DNS_NO_ANSWER (-1)
/// The given server address is not an IPv4 address.
#define KBC_DNS_BAD_SERVER (-3)

/// Sends `query` (a complete DNS message, RFC 1035 §4) and writes the
/// response into `answer`.
///
/// - `server`: an IPv4 address in text form, or NULL for the servers of
///   /etc/resolv.conf (which may be IPv6). glibc keeps IPv6 servers in
///   private, heap-owned state that a caller cannot set safely, so a given
///   server is IPv4 only.
/// - `port`: the server's port (53 when 0); ignored when `server` is NULL.
/// - `timeout_seconds`: the time-out of one attempt (at least 1).
/// - `attempts`: how many times each server is tried (at least 1).
///
/// A truncated UDP answer is retried over TCP by the resolver. Each call
/// has its own resolver state, so calls from several threads at once are
/// safe. Returns the length of the response, or one of the negative
/// `KBC_DNS_*` codes. A server failure (SERVFAIL, NOTIMP, REFUSED), which
/// glibc reports as no answer, is returned as the response's 12-byte
/// header with its counts set to zero.
int32_t kbc_dns_send(const uint8_t *query, int32_t query_length, const char *server,
                     int32_t port, int32_t timeout_seconds, int32_t attempts,
                     uint8_t *answer, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
