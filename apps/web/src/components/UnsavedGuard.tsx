/** Unsaved edits: while any open form has changes, leaving the page (a link, Back, closing the tab) asks first. */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker } from 'react-router';
import { buttonClass, Dialog } from './Dialog';

interface Unsaved {
  mark(id: string, dirty: boolean): void;
  /** Lets the next navigation through unasked (after deleting the job, its edits have nowhere to go). */
  allowLeaving(): void;
}

const UnsavedContext = createContext<Unsaved>({ mark: () => {}, allowLeaving: () => {} });

/** Registers a form's unsaved changes while `dirty`. */
export function useUnsaved(dirty: boolean) {
  const { mark } = useContext(UnsavedContext);
  const id = useId();
  useEffect(() => {
    mark(id, dirty);
    return () => mark(id, false);
  }, [mark, id, dirty]);
}

/** `useUnsaved` as an element, for a page whose form state lives above the guard it renders. */
export function UnsavedMark({ dirty }: { dirty: boolean }) {
  useUnsaved(dirty);
  return null;
}

export const useAllowLeaving = () => useContext(UnsavedContext).allowLeaving;

export function UnsavedGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const leaving = useRef(false);
  const mark = useCallback((id: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(id) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);
  const value = useMemo(() => ({ mark, allowLeaving }), [mark, allowLeaving]);

  const hasChanges = dirty.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasChanges && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!hasChanges) return;
    // Closing or reloading the tab: the browser asks in its own words.
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hasChanges]);

  return (
    <UnsavedContext.Provider value={value}>
      {children}
      {blocker.state === 'blocked' && (
        <Dialog
          title="Leave without saving?"
          onCancel={() => blocker.reset()}
          onSubmit={() => blocker.proceed()}
          actions={
            <>
              <button type="button" className={buttonClass.secondary} onClick={() => blocker.reset()}>
                Stay
              </button>
              <button type="submit" className={buttonClass.danger}>
                Leave
              </button>
            </>
          }
        >
          <p className="text-sm text-slate-600">
            Some changes on this page are not saved yet. If you leave now, what you typed is lost.
          </p>
        </Dialog>
      )}
    </UnsavedContext.Provider>
  );
}
