// What the main pane shows while a page's chunk loads: an empty page with a quiet spinner, so the
// shell (menu, header space) never jumps.
export function PageLoading() {
  return (
    <div className="ion-page">
      <div className="page-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Carregando…</span>
      </div>
    </div>
  );
}
