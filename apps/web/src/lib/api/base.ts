// Where the API answers: the build's VITE_API_BASE (the Android and iOS apps call the API's own
// address), else the prefix the API serves the app's calls under, on the page's own origin.
import { DEFAULT_API_PREFIX } from '@fidelidade/domain/api-prefixes';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? DEFAULT_API_PREFIX;
