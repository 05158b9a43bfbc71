import { useState, FormEvent } from 'react';
import styles from './__NAME__.module.css';
import { useAnalytics } from '../../hooks/useAnalytics';

export interface __NAME__Props {
  onSubmit: (values: Record<string, string>) => void;
}

export function __NAME__({ onSubmit }: __NAME__Props) {
  const track = useAnalytics('__NAME__');
  const [values, setValues] = useState<Record<string, string>>({});
  function handle(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    track('submit', values);
    onSubmit(values);
  }
  return (
    <form className={styles.root} onSubmit={handle}>
      <label htmlFor="__NAME__-email">Email</label>
      <input id="__NAME__-email" name="email" onChange={(e) => setValues({ ...values, email: e.target.value })} />
      <button type="submit">Submit</button>
    </form>
  );
}
