"""Data factories for unit tests. Deterministic by default."""
import itertools
import random
from dataclasses import dataclass, field
from datetime import datetime, timezone
from decimal import Decimal

_ids = itertools.count(1)
_rng = random.Random(1234)


@dataclass
class Customer:
    id: int
    email: str
    name: str


@dataclass
class OrderLine:
    sku: str
    quantity: int
    unit_price: Decimal


@dataclass
class Order:
    id: int
    customer: Customer
    lines: list = field(default_factory=list)
    status: str = "open"
    created_at: datetime = datetime(2024, 1, 1, tzinfo=timezone.utc)

    @property
    def total(self):
        return sum(line.quantity * line.unit_price for line in self.lines)


def make_customer(**kw):
    n = next(_ids)
    return Customer(id=kw.pop("id", n), email=kw.pop("email", f"customer{n}@example.com"),
                    name=kw.pop("name", f"Customer {n}"), **kw)


def make_line(**kw):
    return OrderLine(sku=kw.pop("sku", f"SKU-{_rng.randint(100, 999)}"),
                     quantity=kw.pop("quantity", 1),
                     unit_price=kw.pop("unit_price", Decimal("9.99")), **kw)


def make_order(lines=1, **kw):
    customer = kw.pop("customer", None) or make_customer()
    return Order(id=kw.pop("id", next(_ids)), customer=customer,
                 lines=kw.pop("lines_list", None) or [make_line() for _ in range(lines)], **kw)
