import { Routes, Route } from 'react-router-dom';
export default function RiderRoutes() {
  return <Routes><Route index element={<h1>Rider</h1>} /></Routes>;
}
