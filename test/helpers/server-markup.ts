// What the server drew, put into the page as the browser's parser would put index.html there:
// for tests of hydration (React taking over elements it did not make).

/** A new element in the body holding `html` parsed as a document's body. */
export function parsedIntoPage(html: string): HTMLElement {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const container = document.body.appendChild(document.createElement('div'));
  container.append(...document.adoptNode(parsed.body).childNodes);
  return container;
}
