/** The red box shown in the content area when a page cannot be loaded, with Retry. */
export function ErrorBox({ message, href, onRetry }: { message: string; href: string; onRetry: () => void }) {
  return (
    <div className="error-box" role="alert">
      <h2 className="error-box-title">This page could not be loaded</h2>
      <p className="error-box-message">{message}</p>
      <div className="error-box-actions">
        <button type="button" className="error-box-retry" onClick={onRetry}>
          Retry
        </button>
        <a href={href} className="error-box-reload">
          Open the page with a full reload
        </a>
      </div>
    </div>
  );
}

/** The spinner shown in the content area while a page loads with no old page to keep. */
export function LoadingSpinner() {
  return (
    <div className="loading-spinner" role="status">
      <span className="loading-spinner-circle" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
