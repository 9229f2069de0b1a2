import { useStore } from '../root.tsx';

export default function Home() {
  const store = useStore();
  return <h1 className="p-8 text-3xl font-bold">{store.name}</h1>;
}
