// Spec point 2: any unknown path goes home, except a path starting with /avaliacao, which stores the
// text after 'avaliacao/' under 'hash' and goes to the rating page (the link a store sends, DESIGN
// decision 5).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setItem } from '../lib/storage.ts';
import { HOME_PATH } from '../lib/paths.ts';

const RATING_PATH = /^\/avaliacao/i;
const RATING_HASH = /^\/avaliacao\/(.+)$/i;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function UnknownPath() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!RATING_PATH.test(pathname)) {
      void navigate(HOME_PATH, { replace: true });
      return;
    }
    const hash = RATING_HASH.exec(pathname)?.[1];
    if (hash) setItem('hash', decoded(hash));
    void navigate('/avaliacao', { replace: true });
  }, [pathname, navigate]);
  return null;
}
