"""The card table: the view (``view.TableView``), its panels and overlays, the card items and
their art, the seats' badges, the table's layout, looks and keys."""
