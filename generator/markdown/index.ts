/**
 * markdown/: the one markdown pipeline (processor.ts: remark-parse, remark-rehype, our plugins, rehype-stringify)
 * and its plugins (plugins/), each doing one tree transformation: claim captions, safe link schemes, heading
 * ids, the contents list, marks on links to other websites, phone links, responsive images, non-breaking
 * spaces. Also the slugs of heading ids and categories (slug.ts), the marker a claim's caption travels in
 * through text (caption-marker.ts), and the cache of rendered markdown (cache.ts).
 * A change to how markdown becomes HTML goes in a plugin here.
 */
