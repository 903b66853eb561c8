import { lazy, type ComponentType } from "react";

/** A screen whose code is fetched the first time its route is shown (its route's Suspense shows a spinner meanwhile). */
export const lazyScreen = <Name extends string, Props extends object>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
