export default function Page() {
  return <h1>under-construction</h1>;
}
