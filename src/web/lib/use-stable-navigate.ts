import { useCallback, useLayoutEffect, useRef } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';

/**
 * React Router's `navigate` that keeps its identity across navigations. In its declarative mode
 * (decision 028) `useNavigate` gives a new function whenever the path changes, so an effect listing
 * it would run again (the customer-answer watcher would restart its polling); this one always
 * calls the latest.
 */
export function useStableNavigate(): NavigateFunction {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  return useCallback(
    ((...args: Parameters<NavigateFunction>) =>
      (latest.current as (...a: typeof args) => unknown)(...args)) as NavigateFunction,
    [],
  );
}
