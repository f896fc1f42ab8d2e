// Catches what a part of the tree throws while rendering in the browser and shows `fallback`
// instead (the server has no error boundaries: a failing shell answers the 500 page there).
import { Component, type ErrorInfo, type ReactNode } from 'react';

export class RenderBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
