import { useCallback, useEffect, useRef } from 'react';

/** A ref for an element; `onVisible` runs each time the element scrolls into view. */
export function useOnVisible<T extends Element>(onVisible: () => void) {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  const observer = useRef<IntersectionObserver>(null);

  return useCallback((element: T | null) => {
    observer.current?.disconnect();
    if (!element) return;
    observer.current = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.current.observe(element);
  }, []);
}
