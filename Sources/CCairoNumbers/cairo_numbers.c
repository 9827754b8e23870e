// Cairo writes every coordinate of a PDF or SVG page through `snprintf("%f")` (its
// `_cairo_dtostr`), and glibc converts each double with multi-precision arithmetic: some
// 2,200 instructions a number, a third of the time Cairo spends writing a page. This file
// gives the process a `__snprintf_chk` (what `snprintf` is with _FORTIFY_SOURCE, as
// Debian builds Cairo) that formats the few number formats Cairo uses exactly as glibc
// does, with integer arithmetic, and hands every other call to glibc's `__vsnprintf_chk`.
// See docs/benchmarks.md ("Cairo's numbers") for why and how it is checked.

#define _GNU_SOURCE
#include "cairo_numbers.h"

#include <fenv.h>
#include <langinfo.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

extern int __vsnprintf_chk(char *s, size_t maxlen, int flag, size_t slen, const char *format, va_list ap);
extern void __chk_fail(void) __attribute__((noreturn));

static const uint64_t powers_of_ten[19] = {
  1ULL, 10ULL, 100ULL, 1000ULL, 10000ULL, 100000ULL, 1000000ULL, 10000000ULL, 100000000ULL,
  1000000000ULL, 10000000000ULL, 100000000000ULL, 1000000000000ULL, 10000000000000ULL,
  100000000000000ULL, 1000000000000000ULL, 10000000000000000ULL, 100000000000000000ULL,
  1000000000000000000ULL,
};

/// "00" to "99": two digits a division.
static const char digit_pairs[201] =
  "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
  "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
  "8081828384858687888990919293949596979899";

/// Writes `value`'s decimal digits at the end of `end` (backwards), at least
/// `minimum_digits` of them (leading zeros) and at least one; returns the first.
static char *write_digits_backwards(char *end, uint64_t value, int minimum_digits) {
  int written = 0;
  // 1. Two digits a division while two or more are still to be written.
  while (value >= 10 || minimum_digits - written >= 2) {
    const char *pair = digit_pairs + 2 * (value % 100);
    *--end = pair[1];
    *--end = pair[0];
    value /= 100;
    written += 2;
  }
  // 2. The last one, if one is left.
  if (value != 0 || written < minimum_digits || written == 0) *--end = (char)('0' + value);
  return end;
}

/// Copies `length` characters of `text` as snprintf would into `buffer` of `size`.
static int finish(char *buffer, size_t size, const char *text, int length) {
  if (size > 0) {
    size_t copied = (size_t)length < size - 1 ? (size_t)length : size - 1;
    memcpy(buffer, text, copied);
    buffer[copied] = '\0';
  }
  return length;
}

/// `%.<precision>f` of `value`, rounded as glibc rounds (the exact binary value, to
/// nearest, ties to even); -1 when the value is not finite or not below 2^63.
static int format_fixed(char *buffer, size_t size, double value, int precision) {
  // 1. Take the double apart: value = mantissa × 2^exponent.
  uint64_t bits;
  memcpy(&bits, &value, sizeof bits);
  int negative = (int)(bits >> 63);
  int biased = (int)((bits >> 52) & 0x7ff);
  uint64_t fraction = bits & ((1ULL << 52) - 1);
  if (biased == 0x7ff) return -1;
  uint64_t mantissa = biased == 0 ? fraction : fraction | (1ULL << 52);
  int exponent = biased == 0 ? -1074 : biased - 1075;
  // 2. Scale by 10^precision exactly and round the binary point away.
  uint64_t scale = powers_of_ten[precision];
  unsigned __int128 scaled;
  if (mantissa == 0) {
    scaled = 0;
  } else if (exponent >= 0) {
    if (exponent > 10) return -1;  // 2^63 or more
    scaled = (unsigned __int128)(mantissa << exponent) * scale;
  } else {
    unsigned __int128 product = (unsigned __int128)mantissa * scale;  // below 2^113
    int shift = -exponent;
    if (shift >= 114) {
      scaled = 0;  // below a quarter of the last digit: rounds to zero
    } else {
      scaled = product >> shift;
      unsigned __int128 remainder = product - (scaled << shift);
      unsigned __int128 half = (unsigned __int128)1 << (shift - 1);
      if (remainder > half || (remainder == half && (scaled & 1))) scaled++;
    }
  }
  // 3. Write sign, whole part, point and exactly `precision` decimals.
  uint64_t whole, decimals;
  if (scaled >> 64 == 0) {  // nearly always: one 64-bit division
    whole = (uint64_t)scaled / scale;
    decimals = (uint64_t)scaled % scale;
  } else {
    whole = (uint64_t)(scaled / scale);
    decimals = (uint64_t)(scaled % scale);
  }
  char text[48];
  char *end = text + sizeof text;
  char *start = end;
  if (precision > 0) {
    start = write_digits_backwards(end, decimals, precision);
    *--start = '.';
  }
  start = write_digits_backwards(start, whole, 1);
  if (negative) *--start = '-';
  return finish(buffer, size, start, (int)(end - start));
}

/// `%d`, `%ld` or `%0<width>ld` of `value`.
static int format_integer(char *buffer, size_t size, long value, int width) {
  char text[32];
  char *end = text + sizeof text;
  uint64_t magnitude = value < 0 ? 0 - (uint64_t)value : (uint64_t)value;
  int digits_wanted = width - (value < 0 ? 1 : 0);
  char *start = write_digits_backwards(end, magnitude, digits_wanted > 1 ? digits_wanted : 1);
  if (value < 0) *--start = '-';
  return finish(buffer, size, start, (int)(end - start));
}

/// Whether numbers are written as the C locale writes them, rounded to nearest.
static int has_plain_numbers(void) {
  const char *point = nl_langinfo(RADIXCHAR);
  return point[0] == '.' && point[1] == '\0' && fegetround() == FE_TONEAREST;
}

int folio_format_cairo_number(char *buffer, size_t size, const char *format, va_list arguments) {
  if (format[0] != '%') return -1;
  const char *spec = format + 1;
  // The formats by their first characters (a call per number: no `strcmp` chain).
  if (spec[0] == 'd' && spec[1] == '\0') return format_integer(buffer, size, va_arg(arguments, int), 0);
  if (spec[0] == 'l' && spec[1] == 'd' && spec[2] == '\0') {
    return format_integer(buffer, size, va_arg(arguments, long), 0);
  }
  if (spec[0] == '0' && strcmp(spec, "010ld") == 0) {
    return format_integer(buffer, size, va_arg(arguments, long), 10);
  }
  int precision;
  va_list copy;
  va_copy(copy, arguments);
  if (spec[0] == 'f' && spec[1] == '\0') {
    precision = 6;
  } else if (spec[0] == '.' && strcmp(spec, ".18f") == 0) {
    precision = 18;
  } else if (spec[0] == '.' && spec[1] == '*' && spec[2] == 'f' && spec[3] == '\0') {
    precision = va_arg(copy, int);
    if (precision < 0 || precision > 18) {
      va_end(copy);
      return -1;
    }
  } else {
    va_end(copy);
    return -1;
  }
  double value = va_arg(copy, double);
  va_end(copy);
  if (!has_plain_numbers()) return -1;
  return format_fixed(buffer, size, value, precision);
}

int __snprintf_chk(char *s, size_t maxlen, int flag, size_t slen, const char *format, ...) {
  if (slen < maxlen) __chk_fail();
  va_list arguments;
  va_start(arguments, format);
  int length = folio_format_cairo_number(s, maxlen, format, arguments);
  va_end(arguments);
  if (length >= 0) return length;
  va_start(arguments, format);
  length = __vsnprintf_chk(s, maxlen, flag, slen, format, arguments);
  va_end(arguments);
  return length;
}
