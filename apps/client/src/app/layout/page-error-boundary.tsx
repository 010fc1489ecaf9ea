import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from '../routes/route-error';

interface Props {
  /** The page's address: an error belongs to the page it happened on. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** Where the error happened. */
  errorAt: string | null;
}

/**
 * A page that throws while rendering shows the error screen inside the layout (the top bar and
 * the menu stay usable); another page starts afresh. Not keyed by the address: a remount would
 * drop the page change's transition (the old page stays until the new one's code is there).
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.errorAt === null) return { errorAt: props.pathname };
    return state.errorAt === props.pathname ? null : { error: null, errorAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
