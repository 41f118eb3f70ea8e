/**
 * share-images/: the 1200 by 630 picture each indexable page shows when it is shared. share-images.ts is the
 * step (cached by what is drawn, drawn on threads of their own while the pages render); share-card-drawing.ts
 * draws one card, share-card-png.ts writes its PNG (the background's rows compressed once); share-image-path.ts
 * names it by a hash of what is on it, for the templates' <head>.
 */
