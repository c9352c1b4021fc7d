import type { GetServerSideProps } from 'next';
import { renderRobots } from '@/lib/server/sitemap';

export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600');
  res.end(renderRobots());
  return { props: {} };
};
