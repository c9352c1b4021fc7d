import type { Grade } from '@/lib/catalog/types';
import { useT } from '@/lib/i18n';
import styles from './grade-chip.module.css';

export type GradeChipProps = { grade: Grade; size?: 'sm' | 'md'; withLabel?: boolean };

/**
 * The classes that make an element itself a grade chip, its letter drawn by CSS: for a link that
 * names itself (aria-label), such as a card's grade links. A listing shows 72 of them; as GradeChip
 * inside the link each was two elements and a component more to render and hydrate.
 */
export function gradeChipClassName(grade: Grade): string {
  return `${styles.chip} ${styles[`g${grade}`]} ${styles.drawn}`;
}

/** Condition grade as a coloured chip: A 'Wie neu', B 'Sehr gut', C 'Gut'. */
export function GradeChip({ grade, size = 'sm', withLabel = true }: GradeChipProps) {
  const { t } = useT('catalog');
  return (
    <span className={`${styles.chip} ${styles[`g${grade}`]} ${size === 'md' ? styles.md : ''}`} data-testid={`grade-chip-${grade}`}>
      <span className={styles.letter} aria-hidden="true">
        {grade}
      </span>{' '}
      {/* the space keeps letter and label apart in the text an accessible name is compared with */}
      {withLabel ? t(`catalog:grade_${grade}`) : <span className="visually-hidden">{t(`catalog:grade_${grade}`)}</span>}
    </span>
  );
}
