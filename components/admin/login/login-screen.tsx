import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/common/button';
import { Seo } from '@/components/common/seo';
import { useT } from '@/lib/i18n';
import styles from '../admin.module.css';

type State = { busy: boolean; errorKey: string | null };

/** The staff sign-in form; a successful sign-in goes on to the orders. */
export function AdminLoginScreen() {
  const { t } = useT('admin');
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<State>({ busy: false, errorKey: null });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.includes('@') || password === '') {
      setState({ busy: false, errorKey: 'error_invalid' });
      return;
    }
    setState({ busy: true, errorKey: null });
    try {
      const res = await fetch('/api/admin/login', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (res.ok) {
        await router.push('/admin/orders');
        return;
      }
      const key = res.status === 401 ? 'error_credentials' : res.status === 400 ? 'error_invalid' : res.status === 429 ? 'error_rate_limited' : 'error_generic';
      setState({ busy: false, errorKey: key });
    } catch {
      setState({ busy: false, errorKey: 'error_generic' });
    }
  };

  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={t('login_title')} noindex />
      <section className={styles.card} aria-labelledby="admin-login-title">
        <h1 id="admin-login-title">{t('login_title')}</h1>
        <p>{t('login_intro')}</p>
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-busy={state.busy} data-testid="admin-login-form">
          {state.errorKey ? (
            <p className={styles.error} role="alert" data-testid="admin-login-error">
              {t(state.errorKey)}
            </p>
          ) : null}
          <label className={styles.field}>
            {t('email')}
            <input type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} data-testid="admin-email" />
          </label>
          <label className={styles.field}>
            {t('password')}
            <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} data-testid="admin-password" />
          </label>
          <Button type="submit" block disabled={state.busy} data-testid="admin-login-submit">
            {state.busy ? t('submitting') : t('submit_login')}
          </Button>
        </form>
      </section>
    </div>
  );
}
