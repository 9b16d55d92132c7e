import { useEffect, useState } from 'react';

/**
 * Whether some of an element has been on the screen; once it has, it stays true. For what sits
 * below the fold and needs code or a request (the footer's operator lines): nothing is loaded
 * until someone scrolls to it. The page fills the screen (shell.module.css `.main`), so the
 * footer starts right at its bottom edge: touching the edge is not being seen. A browser without
 * IntersectionObserver says true at once.
 */
export function useSeen(): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [seen, setSeen] = useState(false);
  const supported = typeof IntersectionObserver === 'function';

  useEffect(() => {
    if (seen || !element || !supported) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio > 0)) return;
        setSeen(true);
        observer.disconnect();
      },
      // A pixel or two of it in view, not a footer merely touching the screen's bottom edge.
      { threshold: 0.01 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, supported]);

  return [setElement, seen || !supported];
}
