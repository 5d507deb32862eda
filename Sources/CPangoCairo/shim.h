#ifndef CPANGOCAIRO_SHIM_H
#define CPANGOCAIRO_SHIM_H
#include <stdio.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo-ft.h>
#include <jpeglib.h>
#include <zlib.h>

// Function-like macros (PANGO_PIXELS, PANGO_FC_FONT_MAP, G_OBJECT ...) are not imported into
// Swift; the ones Arrange needs are wrapped as static inline functions.
static inline int cpc_pango_pixels(int d) { return PANGO_PIXELS(d); }
static inline PangoFcFontMap *cpc_as_fc_font_map(PangoFontMap *m) { return PANGO_FC_FONT_MAP(m); }
static inline void cpc_unref(void *obj) { g_object_unref(obj); }

// JPEG decoding for ArrangeRender. libjpeg reports fatal errors by calling `error_exit`, which
// must not return; Swift cannot setjmp, so the whole decode lives here with a setjmp-based error
// manager: malformed input gives an error message, never exit() or a crash.
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
struct cpc_jpeg_error { struct jpeg_error_mgr base; jmp_buf jump; char message[JMSG_LENGTH_MAX]; };
static inline void cpc_jpeg_error_exit(j_common_ptr info) {
    struct cpc_jpeg_error *error = (struct cpc_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}
static inline void cpc_jpeg_ignore_message(j_common_ptr info, int level) { (void)info; (void)level; }
/// Decodes the JPEG `data[0..<size]` (RGB, grey or CMYK) into `*pixels` (malloc'ed, free() it):
/// width × height pixels of 4 bytes in Cairo's ARGB32 order on little-endian machines (B, G, R, 255). Refuses
/// images of more than `max_pixels` pixels before allocating. Returns 0, or 1 with `message`
/// (at least JMSG_LENGTH_MAX bytes) saying what is wrong.
static inline int cpc_jpeg_decode(const unsigned char *data, unsigned long size, unsigned long max_pixels,
                                  unsigned char **pixels, unsigned int *width, unsigned int *height, char *message) {
    struct jpeg_decompress_struct info;
    struct cpc_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    *pixels = NULL;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = cpc_jpeg_error_exit;
    error.base.emit_message = cpc_jpeg_ignore_message;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        strncpy(message, error.message, JMSG_LENGTH_MAX - 1);
        message[JMSG_LENGTH_MAX - 1] = 0;
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    if ((unsigned long long)info.image_width * info.image_height > max_pixels) {
        snprintf(message, JMSG_LENGTH_MAX, "%u x %u pixels is more than the %lu allowed", info.image_width, info.image_height, max_pixels);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    // CMYK (and YCCK) pictures cannot be converted to RGB by libjpeg: they are read as CMYK
    // and converted below. Adobe's files (those with an APP14 marker) store the inks inverted.
    int is_cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = is_cmyk ? JCS_CMYK : JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    buffer = malloc(stride * info.output_height + 1);
    if (!buffer) {
        snprintf(message, JMSG_LENGTH_MAX, "out of memory");
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
        if (is_cmyk) {
            for (size_t x = 0; x < info.output_width; x++) {
                unsigned char *pixel = row + 4 * x;
                unsigned int c = pixel[0], m = pixel[1], y = pixel[2], k = pixel[3];
                if (!info.saw_Adobe_marker) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
                pixel[0] = (unsigned char)((y * k + 127) / 255);
                pixel[1] = (unsigned char)((m * k + 127) / 255);
                pixel[2] = (unsigned char)((c * k + 127) / 255);
                pixel[3] = 255;
            }
        }
    }
    jpeg_finish_decompress(&info);
    *width = info.output_width;
    *height = info.output_height;
    jpeg_destroy_decompress(&info);
    *pixels = buffer;
    return 0;
}
// PDF pictures (the vector image sets of Xcode asset catalogs), drawn with Poppler's GLib
// interface. The library is opened when the first PDF is drawn, not linked: programs that
// draw no PDF do not load it, and without it a PDF is a placeholder that says so.
#include <dlfcn.h>
typedef struct _CpcPopplerDocument CpcPopplerDocument;
typedef struct _CpcPopplerPage CpcPopplerPage;
/// The name of Poppler's GLib library (Debian's libpoppler-glib8).
#define CPC_POPPLER_LIBRARY "libpoppler-glib.so.8"
/// Draws the first page of the PDF at `path` onto `cr`, scaled to `width` × `height` from the
/// current origin. `page_width`/`page_height` (may be NULL) receive the page's size in points.
/// Returns 0, or 1 with `message` (`message_size` bytes) saying why nothing was drawn.
static inline int cpc_pdf_draw_first_page(const char *path, cairo_t *cr, double width, double height,
                                          double *page_width, double *page_height, char *message, size_t message_size) {
    void *library = dlopen(CPC_POPPLER_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(message, message_size, "PDF pictures are drawn with %s, which is not installed (Debian's libpoppler-glib8; Scripts/setup installs it)", CPC_POPPLER_LIBRARY);
        return 1;
    }
    CpcPopplerDocument *(*open_file)(const char *, const char *, GError **) = (CpcPopplerDocument *(*)(const char *, const char *, GError **))dlsym(library, "poppler_document_new_from_file");
    int (*page_count)(CpcPopplerDocument *) = (int (*)(CpcPopplerDocument *))dlsym(library, "poppler_document_get_n_pages");
    CpcPopplerPage *(*get_page)(CpcPopplerDocument *, int) = (CpcPopplerPage *(*)(CpcPopplerDocument *, int))dlsym(library, "poppler_document_get_page");
    void (*page_size)(CpcPopplerPage *, double *, double *) = (void (*)(CpcPopplerPage *, double *, double *))dlsym(library, "poppler_page_get_size");
    void (*render)(CpcPopplerPage *, cairo_t *) = (void (*)(CpcPopplerPage *, cairo_t *))dlsym(library, "poppler_page_render");
    if (!open_file || !page_count || !get_page || !page_size || !render) {
        snprintf(message, message_size, "%s lacks the functions PDF pictures are drawn with", CPC_POPPLER_LIBRARY);
        return 1;
    }
    GError *error = NULL;
    gchar *uri = g_filename_to_uri(path, NULL, &error);
    if (!uri) {
        snprintf(message, message_size, "the path cannot be made a URI (%s)", error ? error->message : "unknown error");
        if (error) g_error_free(error);
        return 1;
    }
    CpcPopplerDocument *document = open_file(uri, NULL, &error);
    g_free(uri);
    if (!document) {
        snprintf(message, message_size, "the PDF cannot be read (%s)", error ? error->message : "unknown error");
        if (error) g_error_free(error);
        return 1;
    }
    if (page_count(document) < 1) {
        snprintf(message, message_size, "the PDF has no page");
        g_object_unref(document);
        return 1;
    }
    CpcPopplerPage *page = get_page(document, 0);
    if (!page) {
        snprintf(message, message_size, "the PDF's first page cannot be read");
        g_object_unref(document);
        return 1;
    }
    double w = 0, h = 0;
    page_size(page, &w, &h);
    if (page_width) *page_width = w;
    if (page_height) *page_height = h;
    if (!(w > 0) || !(h > 0)) {
        snprintf(message, message_size, "the PDF's page is %g x %g points", w, h);
        g_object_unref(page);
        g_object_unref(document);
        return 1;
    }
    if (cr && width > 0 && height > 0) {
        cairo_save(cr);
        cairo_scale(cr, width / w, height / h);
        render(page, cr);
        cairo_restore(cr);
    }
    g_object_unref(page);
    g_object_unref(document);
    return 0;
}
#endif
