import {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';

/**
 * The section the visitor is reading (`#contact`), for the links to the same page in another language: empty in the
 * HTML and on the first render, so every visitor gets the same markup and hydration matches, then the address's.
 */
export function useSectionHash(): string {
  const {hash} = useLocation();
  const [section, setSection] = useState('');
  useEffect(() => setSection(hash), [hash]);
  return section;
}
