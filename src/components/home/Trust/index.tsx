import React, {type ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {app, type Endorsement} from '@site/src/data/app';
import {known} from '@site/src/lib/placeholder';
import {phrased} from '@site/src/i18n/phraseBreak';
import {memoryAidWriterText, numbersIn, proseIn} from '@site/src/lib/factWording';
import {memoryAidWriterWords} from '@site/src/data/companyLabels';
import {usePluralForm} from '@docusaurus/theme-common';
import {localeOf, type LocaleCode} from '@site/src/i18n/locales';
import styles from './styles.module.css';

/** A fact the owner has not given yet: its label, in brackets, never a guess. */
function Pending({children}: {readonly children: ReactNode}): ReactNode {
  return <span className={styles.pending}>{phrased(children)}</span>;
}

/**
 * Plain words on the memory aids, from the owner's facts: who writes them and
 * whether the learner's words leave the iPhone (the privacy policy says the same).
 */
export function MemoryAidNote({className}: {className?: string}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const {writtenBy, wordsLeaveThePhone} = app.facts.memoryAids;
  // Between the two sentences: a space, except in Japanese, which sets none after its full stop (。).
  const gap = localeOf(currentLocale as LocaleCode).htmlLang.startsWith('ja') ? '' : ' ';
  const leaves = known(wordsLeaveThePhone);
  return (
    <p className={className}>
      {phrased(
        interpolate(
          translate({
            id: 'home.trust.aids.writtenBy',
            message: 'Memory aids are written by {writer}.',
            description: "Who writes the memory aids; {writer} is the owner's fact, e.g. “an AI model from …”",
          }),
          {
            writer: (known(writtenBy) && memoryAidWriterText(known(writtenBy)!, memoryAidWriterWords())) ?? (
              <Pending>{translate({id: 'home.trust.aids.pendingWriter', message: '[who writes them]'})}</Pending>
            ),
          },
        ),
      )}
      {gap}
      {leaves === undefined ? (
        <Pending>
          {translate({
            id: 'home.trust.aids.pendingData',
            message: '[Whether a word leaves your iPhone to have its memory aid written]',
            description: 'Shown until the owner says whether saved words leave the phone',
          })}
        </Pending>
      ) : (
        phrased(
          leaves
            ? translate({id: 'home.trust.aids.sent', message: 'To write one, the word is sent from your iPhone.'})
            : translate({
                id: 'home.trust.aids.local',
                message: 'They are made on your iPhone: no word leaves it for them.',
              }),
        )
      )}
    </p>
  );
}

/** An endorsement in the reader's language, or null where the owner gave it in another language only. */
function EndorsementText({endorsement, locale}: {endorsement: Endorsement; locale: LocaleCode}): ReactNode {
  const {selectMessage} = usePluralForm();
  switch (endorsement.kind) {
    case 'rating':
      return selectMessage(
        endorsement.ratings,
        translate(
          {
            id: 'home.trust.rating',
            message:
              '{stars} out of 5 on the App Store, from {ratings} rating|{stars} out of 5 on the App Store, from {ratings} ratings',
            description:
              'The App Store rating; {stars} e.g. 4.8, {ratings} the number of ratings. One form per plural category of the language, separated by |',
          },
          {
            stars: numbersIn(locale, {maximumFractionDigits: 1}).format(endorsement.stars),
            ratings: numbersIn(locale).format(endorsement.ratings),
          },
        ),
      );
    case 'award': {
      const name = proseIn(endorsement.name, locale);
      // Japanese writes the year after the name in brackets: 今日のApp（2026年）.
      if (!name) return null;
      return locale === 'ja' ? `${name}（${endorsement.year}年）` : `${name}, ${endorsement.year}`;
    }
    case 'quote':
      return endorsement.language !== locale ? null : (
        <>
          <q>{endorsement.text}</q> <cite>{endorsement.source}</cite>
        </>
      );
  }
}

/** Who makes the app, and the ratings, awards or press quotes the owner has given: nothing invented. */
export default function Trust({className}: {className?: string}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const company = known(app.facts.company.name);
  const given = known(app.facts.endorsements);
  // Only what the owner gave in the page's language: an award named, a quote said in it.
  const endorsements = (given ?? []).filter(
    (e) =>
      (e.kind !== 'award' || proseIn(e.name, currentLocale as LocaleCode)) &&
      (e.kind !== 'quote' || e.language === currentLocale),
  );
  return (
    <div className={className}>
      {/* Room for what others say: a visible placeholder until the owner gives it, nothing when there is none. */}
      {!given && (
        <p className={styles.endorsements}>
          <Pending>
            {translate({
              id: 'home.trust.pendingEndorsements',
              message: '[Ratings, awards or press quotes]',
              description:
                'Shown on the landing page until the site owner gives ratings, awards or press quotes, or none',
            })}
          </Pending>
        </p>
      )}
      {endorsements.length > 0 && (
        <ul className={styles.endorsements}>
          {endorsements.map((endorsement, i) => (
            <li key={i}>
              <EndorsementText endorsement={endorsement} locale={currentLocale as LocaleCode} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.maker}>
        {phrased(
          interpolate(
            translate({
              id: 'home.trust.maker',
              message: '{appName} is made by {company}.',
              description: "Who makes the app; {company} is the company's name",
            }),
            {
              appName: app.name,
              company: company ?? (
                <Pending>{translate({id: 'home.trust.pendingCompany', message: '[Company name]'})}</Pending>
              ),
            },
          ),
        )}
      </p>
    </div>
  );
}
