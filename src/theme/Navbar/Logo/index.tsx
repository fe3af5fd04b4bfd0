import React, {type ReactNode} from 'react';
import Logo from '@theme-original/Navbar/Logo';
import type LogoType from '@theme/Navbar/Logo';
import type {WrapperProps} from '@docusaurus/types';
import NavbarDownload from '@site/src/components/NavbarDownload';
import LanguageSwitcher from '@site/src/components/LanguageSwitcher';

type Props = WrapperProps<typeof LogoType>;

/**
 * The download button rides with the logo instead of being a
 * `themeConfig.navbar.items` entry: any item there turns on the theme's
 * hamburger menu, which this one-page site has nothing to put in. It sits at
 * the far end of the logo's (growing) half of the bar, before the language
 * menu and the toggle (the language menu rides here for the same reason).
 */
export default function LogoWrapper(props: Props): ReactNode {
  return (
    <>
      <Logo {...props} />
      <NavbarDownload />
      <LanguageSwitcher />
    </>
  );
}
