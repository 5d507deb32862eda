#ifndef CPANGOCAIRO_SHIM_H
#define CPANGOCAIRO_SHIM_H
#include <stdio.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <jpeglib.h>

// Function-like macros (PANGO_PIXELS, PANGO_FC_FONT_MAP, G_OBJECT ...) are not imported into
// Swift; the ones Arrange needs are wrapped as static inline functions.
static inline int cpc_pango_pixels(int d) { return PANGO_PIXELS(d); }
static inline PangoFcFontMap *cpc_as_fc_font_map(PangoFontMap *m) { return PANGO_FC_FONT_MAP(m); }
static inline void cpc_unref(void *obj) { g_object_unref(obj); }
#endif
