import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/Logo';

/**
 * The logo mark and the app's name as text (in the headings' font, coloured by
 * the theme's CSS), so the header needs no image per theme.
 *
 * On the home page the link is a plain one. Docusaurus prefetches what a
 * visible `<Link>` leads to, and it finds a route's files by its path alone:
 * the legal documents' layout also lives at `/` (the docs plugin's root), so
 * linking `/` from `/` would download that layout for nothing.
 */
export default function Logo({imageClassName, titleClassName, ...props}: Props): ReactNode {
  const {
    navbar: {title, logo},
  } = useThemeConfig();
  const home = useBaseUrl('/');
  const src = useBaseUrl(logo?.src ?? '');
  const onHome = useLocation().pathname === home;
  const content = (
    <>
      {logo && <img className={imageClassName} src={src} alt="" width={logo.width} height={logo.height} />}
      <b className={titleClassName}>{title}</b>
    </>
  );
  return onHome ? (
    <a href={home} {...props}>
      {content}
    </a>
  ) : (
    <Link to={home} {...props}>
      {content}
    </Link>
  );
}
