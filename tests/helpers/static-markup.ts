/**
 * Reading a server component's static markup (renderToStaticMarkup) as a person reads it: its text with the tags and
 * entities gone and the spaces collapsed, and its list items one by one.
 */
export const markupText = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

export const listItems = (html: string) => [...html.matchAll(/<li[^>]*>.*?<\/li>/g)].map((m) => m[0]);
