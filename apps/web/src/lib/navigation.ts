/**
 * Lets code outside React (the api client) move the router. The app registers the router's
 * navigate; until then (and in tests without a router) a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function registerNavigator(navigate: Navigate): () => void {
  const previous = navigator;
  navigator = navigate;
  return () => {
    navigator = previous;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}
