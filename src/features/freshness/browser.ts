/** Loads a URL as a full page load (new HTML, new scripts), not through the App Router. */
export function loadFully(url: string): void {
  window.location.assign(url)
}

/** Reloads the current page from the server. */
export function reloadPage(): void {
  window.location.reload()
}
