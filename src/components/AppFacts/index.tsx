import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {interpolate} from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {facts, type AccountNeed, type PriceModel} from '@site/src/data/app';
import {formatLanguages, priceModelText} from '@site/src/lib/factWording';
import {known} from '@site/src/lib/placeholder';
import {phrased} from '@site/src/i18n/phraseBreak';
import styles from './styles.module.css';

interface Props {
  /** Placement from the section that shows the list (margins, alignment); the list has no frame of its own. */
  readonly className?: string;
  /** `list`: four facts in columns (the closing section); `compact`: one small line that wraps on a phone, two rows of two from 600 px (beside the hero's badge). */
  readonly variant?: 'list' | 'compact';
}

/**
 * What a visitor wants to know before downloading: the languages, the price,
 * what the app runs on and whether it needs an account. A fact that is still
 * a placeholder in `src/data/app.ts` shows as a bracketed label, "[Price]",
 * never as a guess.
 */
export default function AppFacts({className, variant = 'list'}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const languages = known(facts.languages);
  const priceModel = known(facts.priceModel);
  const minimumIos = known(facts.minimumIos);
  const account = known(facts.account);
  return (
    <dl className={clsx(styles.facts, variant === 'compact' && styles.compact, className)}>
      <Fact
        term={translate({
          id: 'appFacts.languages',
          message: 'Languages',
          description: 'Term: the languages the app teaches',
        })}>
        {languages && languages.length > 0 ? (
          formatLanguages(languages, locale)
        ) : (
          <Pending>
            {translate({
              id: 'appFacts.languages.placeholder',
              message: '[Languages]',
              description: 'Shown until the site owner fills in the languages the app teaches',
            })}
          </Pending>
        )}
      </Fact>
      <Fact term={translate({id: 'appFacts.price', message: 'Price', description: 'Term: what the app costs'})}>
        {priceModel ? (
          priceText(priceModel, locale)
        ) : (
          <Pending>
            {translate({
              id: 'appFacts.price.placeholder',
              message: '[Price]',
              description: 'Shown until the site owner fills in what the app costs',
            })}
          </Pending>
        )}
      </Fact>
      <Fact
        term={translate({
          id: 'appFacts.requires',
          message: 'Requires',
          description: 'Term: the device and iOS version the app needs',
        })}>
        {interpolate(
          translate({
            id: 'appFacts.requires.value',
            message: 'iPhone with iOS {version} or later',
            description: 'What the app runs on; {version} is the lowest iOS version, e.g. 17.0',
          }),
          {
            version: minimumIos ?? (
              <Pending>
                {translate({
                  id: 'appFacts.requires.placeholder',
                  message: '[version]',
                  description: 'Shown in place of the iOS version until the site owner fills it in',
                })}
              </Pending>
            ),
          },
        )}
      </Fact>
      <Fact
        term={translate({
          id: 'appFacts.account',
          message: 'Account',
          description: 'Term: whether the app needs an account',
        })}>
        {account ? (
          accountText(account)
        ) : (
          <Pending>
            {translate({
              id: 'appFacts.account.placeholder',
              message: '[Required or optional]',
              description: 'Shown until the site owner says whether the app needs an account',
            })}
          </Pending>
        )}
      </Fact>
    </dl>
  );
}

function Fact({term, children}: {readonly term: string; readonly children: ReactNode}): ReactNode {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{phrased(term)}</dt>
      <dd className={styles.value}>{phrased(children)}</dd>
    </div>
  );
}

/** A fact the owner has not given yet. */
function Pending({children}: {readonly children: ReactNode}): ReactNode {
  return <span className={styles.pending}>{phrased(children)}</span>;
}

function priceText(model: PriceModel, locale: string): string {
  return priceModelText(
    model,
    {
      free: translate({id: 'appFacts.price.free', message: 'Free', description: 'Price of an app with nothing to buy'}),
      inAppPurchases: translate({
        id: 'appFacts.price.inAppPurchases',
        message: 'Free, with in-app purchases',
        description: 'Price of a free app that sells things inside the app',
      }),
      subscription: translate({
        id: 'appFacts.price.subscription',
        message: 'Free to download, with a subscription',
        description: 'Price of a free app that offers a subscription',
      }),
      paid: (price) =>
        translate(
          {
            id: 'appFacts.price.paid',
            message: '{price}, paid once',
            description: 'Price of an app bought up front; {price} is the amount, e.g. $4.99',
          },
          {price},
        ),
    },
    locale,
  );
}

function accountText(account: AccountNeed): string {
  switch (account) {
    case 'required':
      return translate({id: 'appFacts.account.required', message: 'Required', description: 'The app needs an account'});
    case 'optional':
      return translate({
        id: 'appFacts.account.optional',
        message: 'Optional',
        description: 'The app works without an account; one is offered',
      });
    case 'none':
      return translate({id: 'appFacts.account.none', message: 'Not needed', description: 'The app has no accounts'});
  }
}
