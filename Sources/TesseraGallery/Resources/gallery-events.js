// MARK: Following the Studio (Studio): the page stream `/api/events` (Server-Sent Events) sends
// the status at every new revision — an edit here or in another window, undo, save, a change on
// disk — and the page reads the gallery again only then: while nothing changes it sends nothing.
// When the stream ends or cannot be opened the Studio has stopped: the banner shows and editing
// is off; when it answers again (a new launch, with a new token) the page is read again.

/** Opens the page stream; a stream the server refused (closed for good) is tried again each second. */
function followStudio() {
  const source = new EventSource("/api/events");
  source.addEventListener("message", (event) => {
    if (!connected) { location.reload(); return; }
    const status = JSON.parse(event.data);
    // Before the first drawing (revision 0) the page's own first read brings this revision or a later one.
    if (revision !== 0 && status.revision !== revision) refresh();
  });
  source.addEventListener("error", () => {
    showStopped();
    if (source.readyState === EventSource.CLOSED) setTimeout(followStudio, 1000);
  });
}
