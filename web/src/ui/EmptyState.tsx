import { Classes, H4, Icon, type IconName } from "@blueprintjs/core";

/**
 * Blueprint's NonIdealState as the app draws it in a page the server renders: the same markup and classes, its icon's
 * size set by the stylesheet, since Blueprint's own sets it in a style attribute, which the content security policy
 * refuses in HTML.
 */
export const EmptyState = ({ icon, title }: { readonly icon: IconName; readonly title: string }) => (
  <div className={`${Classes.NON_IDEAL_STATE} ${Classes.NON_IDEAL_STATE}-vertical`}>
    <div className={`${Classes.NON_IDEAL_STATE_VISUAL} empty-state-visual`}>
      <Icon className={Classes.ICON_MUTED} icon={icon} size={48} aria-hidden tabIndex={-1} />
    </div>
    <div className={Classes.NON_IDEAL_STATE_TEXT}>
      <H4>{title}</H4>
    </div>
  </div>
);
