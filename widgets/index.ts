/**
 * widgets/: the small interactive parts, each a folder with its server component, client entry, CSS, named
 * fixtures and tests: menu/, faq/, carousel/, form/, search/, help-panel/ and quick-exit/. Every widget's server
 * markup is complete without JavaScript; its script only enhances it. islands/ loads them in the browser;
 * shared/ holds what the widgets share with each other and with the templates (the icons, phone links, the
 * <picture> of a processed image, the hook that says when script has taken over). intake-inbox/ is the staff's
 * inbox (/admin/intake/): not an island but a page's own script, bundled apart from the public widgets, with no
 * framework and no inline script. The widgets import nothing from templates/.
 */
