/**
 * assets/: the files pages load besides themselves. bundle-widgets.ts bundles each widget's client script and
 * the island loader with esbuild; styles.ts joins and minifies the CSS of the templates and of the widgets a
 * page uses; images.ts encodes content/images/ into AVIF, WebP and a fallback at several widths. Every file is
 * named by a hash of its contents, so it can be cached for a year.
 */
