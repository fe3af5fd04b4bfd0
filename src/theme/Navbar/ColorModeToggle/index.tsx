import React, {type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import ColorModeToggle from '@theme/ColorModeToggle';
import type {Props} from '@theme/Navbar/ColorModeToggle';
import {saveTheme} from '@site/src/colorMode/saveTheme';
import type {ColorMode} from '@site/src/colorMode/themeBoot';
import styles from './styles.module.css';

/**
 * Wraps the built-in toggle so every click flips light <-> dark: it is given
 * the effective mode and the two-value cycle. The config keeps
 * `respectPrefersColorScheme` for the first visit only. It is also shown at
 * every width, since the navbar has no mobile menu to hold it.
 */
export default function NavbarColorModeToggle(_props: Props): ReactNode {
  const {colorMode, setColorMode} = useColorMode();
  // `options.persist` exists in the 3.10 implementation but not in its type.
  const setWithoutSaving = setColorMode as (mode: ColorMode, options: {persist: boolean}) => void;
  return (
    <ColorModeToggle
      className={styles.toggle}
      buttonClassName={styles.button}
      respectPrefersColorScheme={false}
      value={colorMode}
      onChange={(next) => {
        const mode = next === 'dark' ? 'dark' : 'light';
        // Docusaurus logs an error when storage throws; the flip must still
        // work and stay quiet, so the choice is saved here instead.
        setWithoutSaving(mode, {persist: false});
        saveTheme(mode);
      }}
    />
  );
}
