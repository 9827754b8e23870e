#ifndef FOLIO_CAIRO_NUMBERS_H
#define FOLIO_CAIRO_NUMBERS_H

#include <stdarg.h>
#include <stddef.h>

/// Formats one number as `vsnprintf(buffer, size, format, arguments)` would, for the
/// formats Cairo writes numbers of PDF and SVG with: "%f", "%.18f", "%.*f" (precision
/// 0…18), "%d", "%ld" and "%010ld". Returns the length of the whole result (as
/// `vsnprintf`), or -1 without touching `buffer` when the format is another one or the
/// value has no exact fast result here (NaN, infinity, magnitudes of 2^63 or more, a
/// locale whose decimal point is not ".", a rounding mode other than to nearest).
int folio_format_cairo_number(char *buffer, size_t size, const char *format, va_list arguments);

#endif
