/** What starts a GFM autolink literal: micromark's www/protocol/email constructs and the regexes of mdast-util-gfm-autolink-literal. */
export const AUTOLINK_TRIGGER = /@|www\.|https?:\/\//i;
