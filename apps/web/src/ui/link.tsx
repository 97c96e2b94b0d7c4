import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

type TLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replace the current entry of the history instead of adding one. */
  replace?: boolean;
};

/**
 * A link to a page of the app, through react-router's own hooks: the address it shows (useHref,
 * relative paths resolved as react-router's Link resolves them) and its click (a plain click
 * navigates in the app; a click with a modifier key, another button or on a link opening
 * elsewhere is left to the browser). As `component={Link}` of a Mantine Button or Anchor too.
 *
 * react-router's Link does the same and also renders the prefetching of its framework mode,
 * which this app does not use. Without it, and with react-router's unused components left out
 * by the build (apps/web/vite.config.ts, reactRouterTreeShaking), the entry every page waits
 * for is 3,970 bytes smaller gzipped. The lint rule APP_LINKS keeps react-router's Link out.
 */
export const Link = forwardRef<HTMLAnchorElement, TLinkProps>(function Link({ to, replace, target, onClick, ...rest }, ref) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
});
