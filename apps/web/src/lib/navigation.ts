// Lets code outside React (the API client's forced logout) move the app to a route. The app shell
// registers the router's navigate at start-up; before that, the browser navigates by itself.
export interface NavigateOptions {
  replace?: boolean;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

let navigate: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function registerNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  navigate(to, options);
}
