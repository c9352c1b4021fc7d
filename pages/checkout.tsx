import type { GetServerSideProps } from 'next';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';
import type { CheckoutPrefill } from '@/lib/checkout/draft';
import { currentCustomer } from '@/lib/server/account';
import { basePageProps, setPrivateNoStore } from '@/lib/server/page-props';

type Props = { prefill: CheckoutPrefill | null };

export default function CheckoutPage({ prefill }: Props) {
  return <CheckoutScreen prefill={prefill} />;
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  setPrivateNoStore(ctx);
  const customer = await currentCustomer(ctx.req);
  const prefill: CheckoutPrefill | null = customer
    ? {
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
        customerType: customer.customerType,
        company: customer.company,
        vatId: customer.vatId,
        phone: customer.phone,
        shippingAddress: customer.shippingAddress,
        billingAddress: customer.billingAddress,
      }
    : null;
  return { props: { ...(await basePageProps(ctx.locale, ['cart', 'checkout', 'forms'])), prefill } };
};
